import type { z } from 'zod';
import type * as adminSchema from '../../server/admin/schema.ts';
import type * as aiChatSchema from '../../server/ai-chat/schema.ts';
import type * as audioSchema from '../../server/audio/schema.ts';
import type * as billingSchema from '../../server/billing/schema.ts';
import type * as clipsSchema from '../../server/clips/schema.ts';
import type * as dictionaryEntrySchema from '../../server/dictionary-entry/schema.ts';
import type * as exportsSchema from '../../server/exports/schema.ts';
import type * as flashcardsSchema from '../../server/flashcards/schema.ts';
import type * as librarySchema from '../../server/library/schema.ts';
import type * as materialSchema from '../../server/material/schema.ts';
import type * as notesSchema from '../../server/notes/schema.ts';
import type * as playlistHistorySchema from '../../server/playlist-history/schema.ts';
import type * as playlistsSchema from '../../server/playlists/schema.ts';
import type * as pronunciationSchema from '../../server/pronunciation/schema.ts';
import type * as quizzesSchema from '../../server/quizzes/schema.ts';
import type * as reviewsSchema from '../../server/reviews/schema.ts';
import type * as savedSentencesSchema from '../../server/saved-sentences/schema.ts';
import type * as savedWordsSchema from '../../server/saved-words/schema.ts';
import type * as sharingSchema from '../../server/sharing/schema.ts';
import type * as subscriptionsSchema from '../../server/subscriptions/schema.ts';
import type * as tasksSchema from '../../server/tasks/schema.ts';
import type * as teamsSchema from '../../server/teams/schema.ts';
import type * as translationSchema from '../../server/translation/schema.ts';
import type * as usersSchema from '../../server/users/schema.ts';
import type * as vocabDeckSchema from '../../server/vocab-deck/schema.ts';
import type * as waitlistSchema from '../../server/waitlist/schema.ts';
import type * as wordStatusSchema from '../../server/word-status/schema.ts';

/**
 * The API as the browser sees it, derived from the server's zod schemas (ADR 8 "One contract for both
 * sides"): a changed schema fails the web's typecheck where the web uses it. This is the only file of
 * src/web that reaches into src/server, and only with `import type` (erased at build: nothing of the
 * server enters the bundle; the import rules in .dependency-cruiser.cjs hold this). Responses are the schema's output (the
 * server parses the handler's result and sends it as `{ entity }`); requests are what the schema takes.
 */

/** A response: what the server sends as the envelope's `entity`. */
type Out<S extends z.ZodType> = z.output<S>;
type In<S extends z.ZodType> = z.input<S>;

type Widen<V> = V extends string ? string : V;
/**
 * Language codes go out as the strings the web holds (from the profile, a note, a saved item); the
 * server checks them against its list and answers 400 with its message.
 */
type AnyLanguage<T, K extends keyof T> = Omit<T, K> & { [P in keyof Pick<T, K>]: Widen<T[P]> };

/** Filters of a list: its query without the paging (`lastId`, `limit`), which the list sets itself. */
type ListFiltersOf<Q> = Omit<AnyLanguage<Q, 'language' & keyof Q>, 'lastId' | 'limit'>;

// ---- saved-words: the learner's words (/user-vocab) ----

export type Vocab = Out<typeof savedWordsSchema.Vocab>;
/** A sentence a word was met in, with the note and moment it came from. */
export type VocabContext = Out<typeof savedWordsSchema.VocabContext>;
/** A saved item's review card; null before it has one. */
export type ReviewSummary = Out<typeof savedWordsSchema.ReviewSummary>;
export type VocabPage = Out<typeof savedWordsSchema.VocabList>;
export type SaveVocabRequest = AnyLanguage<In<typeof savedWordsSchema.SaveVocabBody>, 'from' | 'to'>;
/** An unset field means "any"; `text` is the server's full-text/partial-word search. */
export type VocabFilters = ListFiltersOf<In<typeof savedWordsSchema.VocabListQuery>>;
export type DeleteVocabListRequest = In<typeof savedWordsSchema.DeleteVocabListBody>;
/** Reset saved (words or sentences): of one language, or all. */
export type ResetSavedRequest = AnyLanguage<In<typeof savedWordsSchema.ResetSavedBody>, 'language'>;
export type CountResult = Out<typeof savedWordsSchema.CountResult>;
export type DeletedResult = Out<typeof savedWordsSchema.DeletedResult>;

// ---- dictionary-entry: the Dictionary page's look-up (/dictionary/entry) ----

/** A word's senses from every offline dictionary of the pair, the learner's status and word, and where they met it. */
export type DictionaryEntry = Out<typeof dictionaryEntrySchema.DictionaryEntry>;
export type DictionaryEntryQuery = AnyLanguage<In<typeof dictionaryEntrySchema.EntryQuery>, 'lang' | 'to'>;
/** One headword and part of speech with its senses (each a list of glosses). */
export type EntryGroup = Out<typeof dictionaryEntrySchema.EntryGroup>;

// ---- saved-sentences: the learner's sentences (/user-sentence) ----

export type Sentence = Out<typeof savedSentencesSchema.Sentence>;
export type SentencePage = Out<typeof savedSentencesSchema.SentenceList>;
export type SaveSentenceRequest = AnyLanguage<In<typeof savedSentencesSchema.SaveSentenceBody>, 'from' | 'to'>;
export type SentenceFilters = ListFiltersOf<In<typeof savedSentencesSchema.SentenceListQuery>>;
export type DeleteSentenceListRequest = In<typeof savedSentencesSchema.DeleteSentenceListBody>;
/** Without ids the server fills the newest saved sentences that have no meaning. */
export type FillMeaningsRequest = In<typeof savedSentencesSchema.ExtractSentenceMeaningsBody>;
export type FilledSentences = Out<typeof savedSentencesSchema.Sentences>;

// ---- word-status: a lemma's status, and what the learner knows of a note (/user-vocab/status, /note/:id/word-status) ----

export type WordStatusRequest = In<typeof wordStatusSchema.SetStatusBody>;
export type WordStatusResult = Out<typeof wordStatusSchema.StatusSet>;
/** `lines[line][word]` is the lemma of the line's word, or null for a token that is no word. */
export type NoteWordStatus = Out<typeof wordStatusSchema.NoteWordStatus>;
/** A lemma's status; `learningLevel` is 1–4 while learning, else null. */
export type StatusEntry = NoteWordStatus['statuses'][string];
/** `percentKnown` counts occurrences, leaving ignored lemmas out; `newWords` counts distinct lemmas with no status. */
export type WordStatusSummary = NoteWordStatus['summary'];
export type NoteKnowledge = Out<typeof librarySchema.Knowledge>;

// ---- reviews: FSRS cards (/review) ----

export type ReviewQueue = Out<typeof reviewsSchema.ReviewQueue>;
export type ReviewCard = Out<typeof reviewsSchema.QueueCard>;
export type RateRequest = In<typeof reviewsSchema.RateBody>;
/** 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type Rating = RateRequest['rating'];
export type RatingName = keyof ReviewCard['next'];
/** When a card would next be due for one rating. */
export type NextDue = ReviewCard['next'][RatingName];
export type RateResult = Out<typeof reviewsSchema.RateResult>;
export type UndoResult = Out<typeof reviewsSchema.UndoResult>;
export type ReviewStats = Out<typeof reviewsSchema.ReviewStats>;
export type ReviewSettingsRequest = In<typeof usersSchema.ReviewSettingsBody>;

// ---- quizzes (/quiz) ----

export type Quiz = Out<typeof quizzesSchema.Quiz>;
export type QuizQuestion = Quiz['questions'][number];
export type MeaningQuestion = Extract<QuizQuestion, { kind: 'meaning' }>;
export type ClozeQuestion = Extract<QuizQuestion, { kind: 'cloze' }>;
export type ListeningQuestion = Extract<QuizQuestion, { kind: 'listening' }>;
export type OrderingQuestion = Extract<QuizQuestion, { kind: 'ordering' }>;
export type QuizQuery = AnyLanguage<In<typeof quizzesSchema.QuizQuery>, 'language'>;
export type QuizResultBody = AnyLanguage<In<typeof quizzesSchema.QuizResultBody>, 'language'>;
export type QuizAnswer = QuizResultBody['answers'][number];
export type SavedQuizResult = Out<typeof quizzesSchema.QuizResultSaved>;
export type QuizResultsQuery = AnyLanguage<In<typeof quizzesSchema.QuizResultsQuery>, 'language'>;
export type QuizResults = Out<typeof quizzesSchema.QuizResults>;
export type PastQuizResult = QuizResults['results'][number];

// ---- material: a note's study material (/note/:id/material, /grammar-note) ----

export type MaterialState = Out<typeof materialSchema.MaterialState>;
export type MaterialStatus = MaterialState['status'];
export type MaterialEngine = NonNullable<MaterialState['engine']>;
export type Card = Out<typeof materialSchema.Card>;
/** One collection per one-minute page of the note (`number` 1 is 0:00–1:00). */
export type CardCollection = Out<typeof materialSchema.CardCollection>;
export type Flashcards = Out<typeof materialSchema.Flashcards>;
export type Story = Out<typeof materialSchema.Story>;
export type GrammarNote = Out<typeof materialSchema.GrammarNoteDto>;
export type GrammarExample = GrammarNote['examples'][number];
export type GrammarNotes = Out<typeof materialSchema.GrammarNotes>;
export type Slice = Out<typeof materialSchema.SliceDto>;
export type SliceLine = Slice['lines'][number];
export type StudyGuide = Out<typeof materialSchema.StudyGuideDto>;
export type StudyStepKind = StudyGuide['steps'][number]['kind'];
export type NoteMaterial = Out<typeof materialSchema.NoteMaterial>;

// ---- flashcards: a note's cards into the learner's lists (/flashcard, /note/:noteId/flashcard) ----

export type FlashcardsQuery = In<typeof flashcardsSchema.FlashcardQuery>;
export type WordCardRequest = AnyLanguage<In<typeof flashcardsSchema.WordCardBody>, 'from' | 'to'>;
export type NoteImportQuery = In<typeof flashcardsSchema.ImportQuery>;
export type NoteImportResult = Out<typeof flashcardsSchema.ImportResult>;

// ---- audio (/audio) ----

/** Play `url`, or when `provider` is 'browser' speak `text` with the browser's voice for `lang`. */
export type SpokenAudio = Out<typeof audioSchema.SpokenAudio>;
export type AudioQuery = AnyLanguage<In<typeof audioSchema.AudioQuery>, 'lang'>;

// ---- translation: a word's meaning (/vocab/translation) ----

/** `note` says why there is no translation, or what to know about this one. */
export type WordTranslation = Out<typeof translationSchema.TranslationEntity>;
export type TranslationQuery = AnyLanguage<In<typeof translationSchema.TranslationQuery>, 'fromLang' | 'toLang'>;

// ---- vocab deck: a page of a note's word cards with their audio (/vocab/deck/:deckId/mini-deck/:miniDeckId/audios) ----

export type DeckAudios = Out<typeof vocabDeckSchema.DeckAudios>;
export type DeckCardAudio = DeckAudios['cards'][number];

// ---- notes (/note) ----

export type NoteSummary = Out<typeof notesSchema.NoteSummary>;
/** A library row: a note and what the learner knows of its words (null until they were first counted). */
export type NoteListItem = Out<typeof librarySchema.NoteListItem>;
export type NoteList = Out<typeof librarySchema.NoteList>;
export type NoteListQuery = In<typeof librarySchema.ListQuery>;
export type NoteSort = librarySchema.NoteSort;
export type NoteDetail = Out<typeof notesSchema.NoteDetail>;
/** A further page (five minutes) of a note's transcript (ADR 13). */
export type NoteLinePage = Out<typeof notesSchema.NoteLinePage>;
export type NoteLinesQuery = In<typeof notesSchema.NoteLinesQuery>;
export type NoteType = NoteSummary['type'];
export type TranscriptSource = NoteSummary['from'];
export type Subtitle = NoteDetail['transcription']['subtitles'][number];
/** Times are strings on the wire (spec §3 "Word entry"). */
export type WireWord = NoteDetail['transcription']['words'][number];
/** A YouTube link (or id) to turn into a one-minute or full-script note. */
export type YouTubeNoteBody = In<typeof notesSchema.CreateYouTubeNoteBody>;
export type GenerationStarted = Out<typeof notesSchema.GenerationStarted>;
export type GenerationStatusQuery = In<typeof notesSchema.StatusQuery>;
export type GenerationStatus = Out<typeof notesSchema.GenerationStatus>;
export type SubtitleImportRequest = AnyLanguage<In<typeof notesSchema.SubtitleImportBody>, 'language'>;
export type SubtitleImported = Out<typeof notesSchema.SubtitleImported>;
/** Note management (ADR 29): rename, delete, retry a failed generation, regenerate the material. */
export type RenameNoteRequest = In<typeof notesSchema.RenameNoteBody>;
export type NoteRenamed = Out<typeof notesSchema.NoteRenamed>;
export type NoteDeleted = Out<typeof notesSchema.NoteDeleted>;
export type RegenerateMaterialRequest = In<typeof materialSchema.RegenerateMaterialBody>;

// ---- users: the learner's profile (/user) ----

export type Profile = Out<typeof usersSchema.Profile>;
export type SignInMethods = Out<typeof usersSchema.SignInMethods>;
export type Level = Profile['mainLearningLanguage']['level'];
export type LanguageSetting = In<typeof usersSchema.LanguageSettingBody>;
export type LearningLanguageSetting = In<typeof usersSchema.LanguageWithLevel>;
export type OnboardingSurveyRequest = In<typeof usersSchema.OnboardingSurveyBody>;
export type SurveyItem = OnboardingSurveyRequest['items'][number];

// ---- exports: Anki and CSV (/export, /import/csv) ----

export type CsvKind = exportsSchema.CsvKind;
export type AnkiExportRequest = In<typeof exportsSchema.AnkiExportBody>;
export type CsvExportQuery = AnyLanguage<In<typeof exportsSchema.CsvExportQuery>, 'language'>;
export type CsvImportRequest = AnyLanguage<In<typeof exportsSchema.CsvImportBody>, 'language' | 'to'>;
export type CsvPreview = Out<typeof exportsSchema.CsvPreview>;
export type CsvPreviewRow = CsvPreview['rows'][number];
/** `skipped`: the invalid rows left out under `skipInvalid`. */
export type CsvImportResult = Out<typeof exportsSchema.CsvImported>;

// ---- admin: the admin area (/admin/*, admins only) ----

export type AdminUser = Out<typeof adminSchema.AdminUser>;
export type AdminUserList = Out<typeof adminSchema.AdminUserList>;
export type AdminUsersQuery = In<typeof adminSchema.AdminUsersQuery>;
export type AdminOverview = Out<typeof adminSchema.AdminOverview>;
export type BanBody = In<typeof adminSchema.BanBody>;

// ---- subscriptions (ADR 26): the caller's plan and quotas, the effective catalogue, an admin's grant ----
export type Subscription = Out<typeof subscriptionsSchema.SubscriptionOverview>;
export type QuotaUsage = Subscription['quotas']['note'];
export type PlanCatalogue = Out<typeof subscriptionsSchema.PlanCatalogue>;
export type GrantPlanRequest = In<typeof subscriptionsSchema.GrantPlanBody>;

// ---- waitlist (ADR 23): the public join and check, the waiting person's view, the admin list ----
export type JoinWaitlistRequest = In<typeof waitlistSchema.JoinWaitlistBody>;
export type WaitlistStatus = Out<typeof waitlistSchema.WaitlistStatus>;
export type MyWaitlist = Out<typeof waitlistSchema.MyWaitlist>;
export type WaitlistEntry = Out<typeof waitlistSchema.WaitlistEntry>;
export type WaitlistPage = Out<typeof waitlistSchema.WaitlistPage>;
export type WaitlistCounts = Out<typeof waitlistSchema.WaitlistCounts>;
export type WhitelistRequest = In<typeof waitlistSchema.WaitlistStatusBody>;
export type WaitlistPageQuery = In<typeof waitlistSchema.WaitlistPageQuery>;
export type WhitelistBatchRequest = In<typeof waitlistSchema.WaitlistBatchBody>;
export type WaitlistBatch = Out<typeof waitlistSchema.WaitlistBatch>;

// ---- teams (issue 12, ADR 25): the organization area (/team), its members, invitations and library ----
export type TeamRole = teamsSchema.TeamRole;
/** What an invitation or a role change may give; ownership moves only by transfer. */
export type AssignableRole = (typeof teamsSchema.ASSIGNABLE_ROLES)[number];
/** What the caller's role allows in a team: the page hides what is false (the server checks it anyway). */
export type TeamPermissions = Out<typeof teamsSchema.TeamPermissions>;
export type MyTeams = Out<typeof teamsSchema.MyTeams>;
export type TeamSummary = Out<typeof teamsSchema.TeamSummary>;
export type TeamProfile = Out<typeof teamsSchema.TeamProfile>;
export type TeamMember = Out<typeof teamsSchema.TeamMember>;
export type TeamInvitation = Out<typeof teamsSchema.TeamInvitation>;
/** An invitation as its recipient sees it (the e-mail's link /team/invitation/{id}). */
export type ReceivedInvitation = Out<typeof teamsSchema.ReceivedInvitation>;
export type TeamNote = Out<typeof teamsSchema.TeamNote>;
export type TeamNotePage = Out<typeof teamsSchema.TeamNotePage>;
export type ImportedNote = Out<typeof teamsSchema.ImportedNote>;
export type CreateTeamRequest = In<typeof teamsSchema.CreateTeamBody>;
export type UpdateTeamRequest = In<typeof teamsSchema.UpdateTeamBody>;
export type InviteRequest = In<typeof teamsSchema.InviteBody>;
export type ChangeRoleRequest = In<typeof teamsSchema.ChangeRoleBody>;
export type TransferOwnershipRequest = In<typeof teamsSchema.TransferOwnershipBody>;
export type ShareNoteToTeamRequest = In<typeof teamsSchema.ShareNoteToTeamBody>;
export type TeamNotesQuery = In<typeof teamsSchema.TeamNotesQuery>;

// ---- tasks (issue 14, ADR 28): the learner's own Tasks list (/tasks) ----
export type Task = Out<typeof tasksSchema.Task>;
export type TaskPage = Out<typeof tasksSchema.TaskPage>;
export type TaskListQuery = In<typeof tasksSchema.TaskListQuery>;
export type CreateTaskRequest = In<typeof tasksSchema.CreateTaskBody>;
export type UpdateTaskRequest = In<typeof tasksSchema.UpdateTaskBody>;

// ---- billing (ADR 27): checkout, the paid plan, refunds, payment history ----
export type BillingOverview = Out<typeof billingSchema.BillingOverview>;
export type PaidPlan = Out<typeof billingSchema.PaidPlan>;
export type CheckoutQuery = In<typeof billingSchema.CheckoutQuery>;
export type CheckoutResult = Out<typeof billingSchema.CheckoutResult>;
export type RefundRequest = In<typeof billingSchema.RefundBody>;
export type Refund = Out<typeof billingSchema.RefundRequest>;
export type RefundList = Out<typeof billingSchema.RefundRequestList>;
export type PaymentRow = Out<typeof billingSchema.PaymentRow>;
export type PaymentPage = Out<typeof billingSchema.PaymentPage>;
export type AdminRefundList = Out<typeof billingSchema.AdminRefundList>;

// ---- sharing (issue 14, ADR 31): notes shared by link, the public list per language, import ----
export type SharedNoteDetail = Out<typeof notesSchema.SharedNoteDetail>;
export type ShareNoteRequest = In<typeof sharingSchema.ShareBody>;
export type ShareState = Out<typeof sharingSchema.ShareState>;
export type SharedListQuery = In<typeof sharingSchema.SharedListQuery>;
export type SharedNoteList = Out<typeof sharingSchema.SharedNoteList>;
export type ImportedSharedNote = Out<typeof sharingSchema.ImportedNote>;
export type ImportedStatus = Out<typeof sharingSchema.ImportedStatus>;

// ---- playlist goals, daily tasks and streaks (ADR 33): /v3/playlist-history… ----
export type PlaylistHistory = Out<typeof playlistHistorySchema.PlaylistHistory>;
export type PlannedNote = Out<typeof playlistHistorySchema.PlannedNote>;
export type GoalPlan = Out<typeof playlistHistorySchema.GoalPlan>;
export type LatestHistory = Out<typeof playlistHistorySchema.LatestHistory>;
export type PaceKind = playlistHistorySchema.PaceKind;
export type TaskType = playlistHistorySchema.TaskType;
export type StartGoalRequest = In<typeof playlistHistorySchema.StartGoalBody>;
export type ToggleTaskRequest = In<typeof playlistHistorySchema.ToggleTaskBody>;
// Playlists (issue 14, ADR 32).
export type PlaylistDetail = Out<typeof playlistsSchema.PlaylistDetail>;
export type PlaylistEntry = Out<typeof playlistsSchema.PlaylistEntry>;
export type PlaylistSummary = Out<typeof playlistsSchema.PlaylistSummary>;
export type LibraryPlaylistPage = Out<typeof playlistsSchema.LibraryPage>;
export type MyPlaylists = Out<typeof playlistsSchema.MyPlaylists>;
export type OpenedEntry = Out<typeof playlistsSchema.OpenedEntry>;
export type PlaylistNote = Out<typeof playlistsSchema.PlaylistNote>;
export type CreatePlaylistRequest = In<typeof playlistsSchema.CreatePlaylistBody>;
export type UpdatePlaylistRequest = In<typeof playlistsSchema.UpdatePlaylistBody>;
export type LibraryPlaylistRequest = In<typeof playlistsSchema.LibraryPlaylistBody>;
export type LibraryEntryRequest = In<typeof playlistsSchema.LibraryEntryBody>;
// ---- clip recommendations (issue 15, ADR 38): /v3/clip-suggestion/yt… ----
export type ClipSuggestions = Out<typeof clipsSchema.ClipSuggestions>;
export type SuggestedClip = Out<typeof clipsSchema.Clip>;
export type SuggestClipsRequest = In<typeof clipsSchema.SuggestClipsBody>;

// Pronunciation feedback and dictation (issue 15, ADR 37).
export type SpeechCapabilities = Out<typeof pronunciationSchema.SpeechCapabilities>;
export type PronunciationCheck = Out<typeof pronunciationSchema.PronunciationCheck>;
export type PronunciationCheckRequest = In<typeof pronunciationSchema.PronunciationCheckBody>;
export type Dictation = Out<typeof pronunciationSchema.Dictation>;
export type TranscribeRequest = In<typeof pronunciationSchema.TranscribeBody>;

// ---- AI chat and call about a note (issue 15, ADR 36): /v3/ai-chat… ----
export type ChatThread = Out<typeof aiChatSchema.ChatThread>;
export type ChatMessage = Out<typeof aiChatSchema.ChatMessage>;
export type ChatCorrection = Out<typeof aiChatSchema.ChatCorrection>;
export type ChatStreamEvent = Out<typeof aiChatSchema.ChatStreamEvent>;
export type ChatCost = Out<typeof aiChatSchema.ChatCost>;
export type ChatTranslation = Out<typeof aiChatSchema.ChatTranslation>;
export type CallTurn = Out<typeof aiChatSchema.CallTurn>;
export type SendChatRequest = In<typeof aiChatSchema.SendChatBody>;
export type SendCallRequest = In<typeof aiChatSchema.SendCallBody>;
export type CalcCostRequest = In<typeof aiChatSchema.CalcCostBody>;
