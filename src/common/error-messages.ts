/**
 * Every sentence the server can show a learner, by reason (ADR 9). The server renders these in English
 * (`message`); error bodies also carry `reason` and `params`, and the web app shows the reason in the
 * learner's language (src/web/i18n/locales/<locale>/errors.json, English from here). `{{name}}` is a value.
 *
 * The names of values say what they hold (errors.ts matches some of them more strictly):
 * - `field`, `other`: a request field's path (`noteId`, `answers.0.correct`); `fields`: several, comma-separated.
 * - `line`, `last`, `min`, `max`, `have`, `invalid`, `total`, `rows`, `seconds`, `minutes`, `status`, `page`: numbers.
 * - `code`: a language code (`en`); `language`, `fromLanguage`, `toLanguage`: a language's English name
 *   ("German", from languageName()), which a translation may replace by the name in its own language.
 * - `first`, `second`, `choices`, `kinds`: values the API accepts (`vocab`, `true`), kept as they are.
 * - `file`: a subtitle file's name; `service`: a translation service's name (DeepL, LibreTranslate, Apertium).
 * - `problem`: another catalogued message, or several joined by "; " (a CSV row's problems); `reasons`:
 *   catalogued messages joined by ". " (why nothing could translate a word). The web translates both in turn.
 * - `text`, `value`, `values`, `word`, `wordId`, `detail`, `team` (a team's name): what the learner (or a service)
 *   wrote, shown as is.
 */
export const ERROR_MESSAGES = {
  // The API's own (http/errors.ts, spec §6 and §8).
  unauthorized: 'You need to sign in to do this.',
  forbidden: "You don't have permission to perform this action.",
  not_found: 'We could not find what you were looking for.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong, please try again later',
  invalid_json: 'The request body is not valid JSON.',
  empty_json: 'The request body is empty but should be JSON.',
  unsupported_media_type: 'This content type is not supported; send JSON.',
  body_too_large: 'The request body is too large.',
  nested_too_deeply: 'The request is nested too deeply: at most {{max}} levels.',

  // Requests and accounts (ADR 10): cross-site writes, sign-in throttling, password and name rules.
  cross_site_request: 'This request did not come from this site, so it was refused. Reload the page and try again.',
  json_content_type_required:
    'Send this request as JSON (Content-Type: application/json); a request with nothing to send takes {}.',
  sign_in_locked: 'Too many failed sign-ins for this account. Please try again in {{minutes}} minutes.',
  password_too_short: 'The password must be at least {{min}} characters.',
  password_too_long: 'The password must be at most {{max}} characters.',
  password_too_common: 'This password is one of the most common ones; please choose one that is harder to guess.',
  name_too_long: 'The name must be at most {{max}} characters.',
  name_not_text: 'The name must be text.',

  // The admin area (ADR 24).
  account_banned:
    'This account has been suspended. Contact the administrator of this site if you think this is a mistake.',
  cannot_ban_yourself: 'You cannot suspend your own account.',

  // Plans and quotas (ADR 26, spec §3 and §5): a used-up quota names itself, its reset day and the upgrade path.
  quota_note_exhausted:
    'You have made all the notes your plan includes this period. They reset on {{date}} (UTC); upgrade your plan on the Subscriptions page to make more now.',
  quota_yt_full_script_exhausted:
    'You have used all the YouTube full scripts your plan includes this period. They reset on {{date}} (UTC); upgrade your plan on the Subscriptions page to make more now.',
  quota_translation_exhausted:
    'You have used all the AI translations your plan includes this period. They reset on {{date}} (UTC); upgrade your plan on the Subscriptions page to translate more now.',
  quota_ai_chat_exhausted:
    'You have used all the AI chats your plan includes this period. They reset on {{date}} (UTC); upgrade your plan on the Subscriptions page to chat more now.',
  quota_ai_call_exhausted:
    'You have used all the AI call minutes your plan includes this period. They reset on {{date}} (UTC); upgrade your plan on the Subscriptions page for more minutes now.',
  quota_clip_recommendation_exhausted:
    'You have used all the AI note recommendations your plan includes this period. They reset on {{date}} (UTC); upgrade your plan on the Subscriptions page for more now.',
  free_plan_not_cancelable: 'The free Starter plan has nothing to cancel.',
  period_end_before_start: 'A subscription period must end after it starts.',

  // The waitlist (ADR 23, spec §5 and §8).
  waitlisted: "You're on the waitlist. We'll e-mail you as soon as your account is activated.",
  email_required: 'Email is required!',
  email_invalid: 'Invalid email format',
  waitlist_link_invalid:
    'This confirmation link is not valid. Open the link in the latest e-mail we sent you, or join the waitlist again.',
  waitlist_link_used: 'This link has already been used: your e-mail address is confirmed.',

  // Payments (ADR 27, spec §4 "Subscription", §9 refund window).
  payments_not_configured: 'Payments are not set up on this server.',
  plan_not_for_sale: 'This plan cannot be bought with this billing cycle on this server.',
  already_on_plan: 'You already have this plan.',
  payment_provider_failed: 'The payment provider could not be reached. Please try again in a moment.',
  payment_signature_invalid: 'This payment confirmation could not be verified.',
  payment_not_completed: 'This payment is not complete yet. If you paid, it will appear in a few minutes.',
  webhook_signature_invalid: 'The webhook signature is not valid.',
  subscription_not_cancelable: 'This subscription is already cancelled or has ended.',
  refund_window_passed: 'Refunds are possible within {{max}} days of a payment, and this payment is older.',
  refund_already_requested: 'A refund was already requested for this payment.',
  nothing_to_refund: 'There is no payment to refund on this subscription.',
  not_a_monthly_plan: 'This plan was paid once for a year, not monthly: use the one-time payment path.',
  not_a_one_time_plan: 'This plan is a monthly subscription, not a one-time payment: use the monthly payment path.',

  // Validation (ADR 2): "<field> is required" and the spec's lists of missing fields.
  required: '{{field}} is required',
  required_list: '{{field}} are required',
  all_fields_required: 'All fields are required, {{fields}}',

  // A field's value (schema.ts, http/fields.ts): the API answers "<field>: <problem>".
  must_not_be_empty: 'must not be empty',
  too_long: 'must be at most {{max}} characters',
  too_many_ids: 'must be at most {{max}} ids',
  too_many_answers: 'must be at most {{max}} answers',
  number_range: 'must be a number from {{min}} to {{max}}',
  whole_number_range: 'must be a whole number from {{min}} to {{max}}',
  must_be_one_of: 'must be one of {{choices}}',
  must_be_either: 'must be {{first}} or {{second}}',
  must_be_level: 'must be beginner, intermediate or advanced',
  must_be_rating: 'must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
  must_be_list_of: 'must be a comma-separated list of {{choices}}',
  not_in_list: 'must be a comma-separated list of {{choices}} ("{{values}}" is not one)',
  no_quotes_or_control_characters: 'must not contain quotes or control characters',
  // What a schema says without a sentence of its own (http/validation.ts): zod's English is never sent.
  must_be_text: 'must be text',
  must_be_number: 'must be a number',
  must_be_whole_number: 'must be a whole number',
  must_be_list: 'must be a list',
  must_be_object: 'must be an object',
  too_short: 'must be at least {{min}} characters',
  too_many_items: 'must have at most {{max}} items',
  too_few_items: 'must have at least {{min}} items',
  number_at_most: 'must be at most {{max}}',
  number_at_least: 'must be at least {{min}}',
  value_invalid: 'is not valid',
  body_must_be_object: 'The request body must be a JSON object.',
  request_invalid: 'The request is not valid.',
  // Any text of any request (http/well-formed.ts): PostgreSQL cannot store NUL, and a lone surrogate is not Unicode.
  no_nul_character: 'must not contain the NUL character (U+0000)',
  no_lone_surrogate: 'must be well-formed Unicode (it has a lone surrogate)',

  // Languages.
  translation_language_code: 'must be a language code from the translation list, like en, ko or pt-BR',
  speech_language_code: 'must be a language code such as en, ja or pt-BR',
  unsupported_language_code: '{{field}} is not a supported language code',
  languages_must_differ: '{{field}} and {{other}} must be different languages',
  not_the_note_language: "{{field}} must be the note's language ({{code}})",

  // Ids and lines of notes.
  must_be_note_id: 'must be a note id',
  field_must_be_note_id: '{{field}} must be a note id',
  must_be_generation_id: '{{field}} must be the id returned when the note was requested',
  must_be_word_id: 'must be a word id',
  must_be_word_ids: 'must be word ids',
  must_be_word_id_list: 'must be a list of word ids',
  must_be_sentence_ids: 'must be sentence ids',
  must_be_sentence_id_list: 'must be a list of sentence ids',
  must_be_saved_sentence_id: 'must be a saved sentence id',
  must_be_saved_sentence_ids: 'must be saved sentence ids',
  must_be_saved_sentence_id_list: 'must be a list of saved sentence ids',
  must_be_review_card_id: 'must be a review card id',
  must_be_flashcard_id: 'must be a flashcard id',
  must_be_grammar_note_id: 'must be a grammar note id',
  must_be_story_id: 'must be a story id',
  must_be_subscription_id: 'must be a subscription id',
  must_be_last_payment_id: 'must be the id of the last payment of the previous page',
  must_be_last_refund_id: 'must be the id of the last refund of the previous page',
  must_be_last_word_id: 'must be the id of the last word of the previous page',
  must_be_last_sentence_id: 'must be the id of the last sentence of the previous page',
  must_be_user_id: 'must be a user id',
  must_be_last_user_id: 'must be the id of the last user of the previous page',
  must_be_audio_key: 'must be the 64-character audio id from GET /v3/audio',
  must_be_line_index: 'must be the index of a line of the note',
  must_be_line_word_id: 'must be a word id like 3.2 (line.word), as in GET /v3/note/{id}',
  not_your_note: 'not one of your notes',
  no_such_line: 'the note has no line {{line}} (its lines are 0 to {{last}})',
  no_such_word: 'line {{line}} has no word {{wordId}}',
  body_note_mismatch: '{{field}} in the body must be the note in the path',

  // Notes from YouTube (notes/, the generation's status message).
  youtube_link_expected:
    'Paste a YouTube link (like https://www.youtube.com/watch?v=dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ) or an 11-character video id.',
  start_at_not_negative: '{{field}} must be 0 or more seconds',
  note_not_found: 'This note does not exist or is not yours.',
  generation_not_found: 'No note is being made under this id.',
  shared_note_not_found: 'This note is not shared, or it does not exist.',
  generation_already_made:
    'This note has already been made, so there is nothing to try again. Open it from your library.',
  empty_clip: 'No one speaks in this minute of the video. Choose another start time.',
  youtube_video_unavailable: "This video isn't available on YouTube. Check the link and try again.",
  youtube_private: "This video is private, so its captions can't be read.",
  youtube_age_restricted: "This video is age-restricted on YouTube, so its captions can't be read.",
  youtube_captions_disabled: "This video has no captions, so there's no transcript to show.",
  youtube_no_usable_track: "We couldn't read this video's captions. Please try another video.",
  youtube_po_token_required: "YouTube didn't let us read this video's captions. Please try another video.",
  youtube_bot_check: "YouTube asked us to prove we're not a bot. Please try again later.",
  youtube_ip_blocked: 'YouTube is blocking our requests for now. Please try again later.',
  youtube_rate_limited: 'YouTube is receiving too many requests from us. Please try again in a few minutes.',
  youtube_network: "We couldn't reach YouTube. Please try again in a moment.",

  // Subtitle files (notes/import-subtitles.ts; the parse problems of providers/youtube/formats/srt.ts, vtt.ts).
  subtitle_file_type: 'Choose an .srt or .vtt subtitle file.',
  file_empty: 'The file is empty.',
  file_too_large: 'The file is larger than 2 MB.',
  subtitle_file_problem: '{{file}}: {{problem}}',
  subtitle_file_no_subtitles: '{{file}}: the file has no subtitles in it.',
  subtitle_too_many_cues: '{{file}}: the file has {{total}} subtitles; a note holds at most {{max}}.',
  subtitle_cue_number: 'line {{line}}: expected a cue number, found "{{text}}"',
  subtitle_timing_line: 'line {{line}}: expected a timing line "start --> end"',
  subtitle_cue_timing_line: 'line {{line}}: expected a cue timing line "start --> end"',
  subtitle_timestamp: 'line {{line}}: malformed timestamp in "{{text}}"',
  subtitle_webvtt_header: 'line {{line}}: missing the "WEBVTT" header',

  // Study material (material/).
  material_coming_soon: 'Study material for this language is coming soon.',
  material_failed: 'We could not make the study material for this note. Please try again later.',
  grammar_note_not_found: 'This grammar note does not exist or is not yours.',
  story_not_current: 'This story is not the current story of the grammar note; reload the grammar notes.',
  story_needs_model:
    'Stories are written by an AI model, and this installation has none configured (AI_BASE_URL and AI_MODEL). The written examples and the lines from the video show this grammar point.',
  story_uncheckable:
    'Stories are written only for the grammar points Lingoclip can check in a text, and this is not one of them.',
  story_missed_point:
    'The AI model twice wrote a story that does not use this grammar point, so it was not kept. Please try again.',

  // Flashcards (flashcards/).
  flashcard_not_found: 'This flashcard does not exist or is not yours.',
  flashcards_not_ready: "This note's flashcards are still being made; import them when they are ready.",
  flashcards_failed: "This note's flashcards could not be made, so there is nothing to import.",

  // The vocab deck's audio (vocab-deck/, ADR 30): a deck is a note, a mini-deck a page of its word cards.
  must_be_deck_page: "must be the number of a page of the note's word cards, from 1 (the first minute of the video)",
  deck_no_word_cards: 'This note has no word cards yet, so there is nothing to play.',
  deck_page_not_found: 'This note has no word cards on page {{page}}; its pages with word cards are {{values}}.',

  // Saved words and sentences (learner/items.ts).
  word_not_found: 'This word does not exist or is not yours.',
  saved_sentence_not_found: 'This saved sentence does not exist or is not yours.',
  some_words_not_found_nothing_deleted: 'Some of these words do not exist or are not yours; nothing was deleted.',
  some_saved_sentences_not_found: 'Some of these saved sentences do not exist or are not yours; nothing was changed.',
  learning_level_needs_learning: '{{field}} goes only with status learning',

  // Reviews (learner/reviews.ts).
  review_card_not_found: 'This review card does not exist or is not yours.',
  card_paused: 'This card is paused: its word or sentence is no longer saved. Save it again to review it.',
  nothing_to_undo: 'There is no rating to undo.',

  // Audio (audio/).
  audio_not_found: 'There is no audio under this key.',
  audio_renders_used_up:
    "You have reached today's limit of {{max}} new audio recordings. Audio you have heard before still plays, and new recordings start again tomorrow (UTC).",

  // Profile and settings (users/schema.ts).
  choose_a_language_setting: 'Choose at least one language setting to change',
  learning_language_twice: 'Each learning language can appear only once',
  needs_an_answer: '{{field}} must contain at least one answer',
  tutorial_name: '{{field}} must be a short name of letters, digits, - or _',
  give_review_settings: 'Give {{first}}, {{second}} or both',

  // Quizzes (quizzes/).
  quiz_needs_note: '{{field}} is required for a quiz of a note',
  quiz_of_saved_has_no_note: 'a quiz of saved items has no note',
  quiz_note_no_cards:
    'This note has no flashcards yet: a quiz needs at least {{min}}. Wait for its study material, or add a few cards.',
  quiz_note_one_card:
    'This note has only {{have}} flashcard: a quiz needs at least {{min}}. Wait for its study material, or add a few cards.',
  quiz_note_few_cards:
    'This note has only {{have}} flashcards: a quiz needs at least {{min}}. Wait for its study material, or add a few cards.',
  quiz_saved_too_few:
    'Save a few words first: a quiz needs at least {{min}} saved words or sentences in {{language}} (you have {{have}}).',
  quiz_no_questions:
    'These cards cannot make {{kinds}} questions yet: they need meanings, example sentences or sentences of {{min}} words or more. Try other question kinds, or save a few more words.',

  // Anki export (exports/anki-export.ts).
  nothing_to_export: 'Nothing to export: save a few words or sentences first.',
  some_words_not_found: 'Some of these words do not exist or are not yours.',
  some_sentences_not_found: 'Some of these sentences do not exist or are not yours.',
  export_too_many:
    'You have {{total}} saved words and sentences; export at most {{max}} at a time (choose them with vocabIds and sentenceIds).',

  // CSV import (exports/csv-rows.ts, csv-import.ts): a row's problems are joined with "; ".
  csv_too_large: 'the file is larger than 2 MB',
  csv_no_rows: 'the file has no rows to import',
  csv_too_many_rows: 'the file has {{rows}} rows; import at most {{max}} at a time',
  csv_one_row_invalid:
    '{{invalid}} of {{total}} rows is invalid (line {{line}}: {{problem}}); nothing was imported. Fix them, or import with skipInvalid to leave them out.',
  csv_rows_invalid:
    '{{invalid}} of {{total}} rows are invalid (line {{line}}: {{problem}}); nothing was imported. Fix them, or import with skipInvalid to leave them out.',
  csv_row_not_valid: 'the row is not valid CSV: {{problem}}',
  csv_quote_unterminated: 'Quoted field unterminated',
  csv_quote_malformed: 'Trailing quote on quoted field is malformed',
  csv_unknown_language: 'unknown language "{{value}}"',
  csv_unknown_status: '"{{value}}" is not a status; use new, learning, learning 1 to 4, known or ignored',

  // Notes on a translation (providers/translate/): how a dictionary read the word.
  read_as_separable_verb: 'Read with its particle as “{{word}}” (separable verb).',
  translated_as_dictionary_form: 'Translated as “{{word}}”, the dictionary form.',
  read_as_compound: 'Not in the dictionary as one word; read as the compound {{word}}.',
  found_in_reverse_dictionary: 'Found by searching the opposite-direction dictionary, so the match may be loose.',

  // A word nothing could translate (translator.ts): the reasons, joined by ". ".
  translation_missed: '{{reasons}}.',
  translation_missed_configure: '{{reasons}}; configure an AI provider (AI_BASE_URL) for {{language}}.',
  no_translation_provider: 'No translation provider is configured',
  no_dictionary_for_pair: 'No offline dictionary covers {{fromLanguage}} → {{toLanguage}}',
  no_word_to_look_up: 'There is no word to look up',
  dictionary_has_no_sentences: 'The offline dictionary has words and short phrases, not sentences',
  dictionary_not_imported: 'The {{fromLanguage}} → {{toLanguage}} dictionary is not imported yet (npm run dict:import)',
  not_in_dictionary: '“{{text}}” is not in the offline {{fromLanguage}} → {{toLanguage}} dictionary',
  service_has_no_pair: '{{service}} has no {{fromLanguage}} → {{toLanguage}}',
  apertium_does_not_know: 'Apertium does not know “{{text}}”',
  apertium_could_not_run: 'Apertium could not run: {{detail}}',
  apertium_failed: 'Apertium failed: {{detail}}',
  service_timeout: '{{service}} did not answer within {{seconds}} s',
  service_unreachable: '{{service}} could not be reached',
  service_no_translation: '{{service}} answered without a translation',
  service_key_rejected: '{{service}} rejected the API key',
  service_key_rejected_detail: '{{service}} rejected the API key: {{detail}}',
  service_quota: '{{service}} says the quota or rate limit is reached',
  service_quota_detail: '{{service}} says the quota or rate limit is reached: {{detail}}',
  service_http_error: '{{service}} answered HTTP {{status}}',
  service_http_error_detail: '{{service}} answered HTTP {{status}}: {{detail}}',
  ai_refused: 'The AI provider refused the request (HTTP {{status}})',
  ai_unreachable: 'The AI provider could not be reached',
  ai_timeout: 'The AI provider did not answer within {{seconds}} s',
  ai_failed: 'The AI provider failed: {{detail}}',
  ai_not_a_translation: 'The AI provider answered twice with something that is not a translation',
  // Practice with a model (ADR 35): chat, call, pronunciation, dictation, clip reasons.
  ai_busy: 'The AI provider is busy right now (rate limit). Try again in a minute.',
  ai_model_needed:
    'This needs an AI model, and none is set up on this server. An administrator sets AI_BASE_URL and AI_MODEL (any OpenAI-compatible endpoint: OpenAI, Ollama, llama.cpp, vLLM).',
  speech_to_text_needed:
    'Recognising speech on the server needs a speech-to-text model, and none is set up. An administrator sets AI_BASE_URL and AI_STT_MODEL.',
  audio_too_long: 'The recording is longer than {{max}} seconds. Record a shorter one.',
  audio_unreadable: 'The recording could not be read as audio. Record it again.',
  // Clip recommendations (clips/, ADR 38).
  clips_not_suggested: 'No clips have been suggested for this video yet. Ask for suggestions first.',
  clips_nothing_spoken: 'Nobody speaks long enough in any minute of this video to make a clip. Try another video.',
  // AI chat and call about a note (ai-chat/, ADR 36).
  must_be_message_id: 'must be a message id',
  must_be_chat_or_call: 'must be chat or call',
  chat_message_not_found: 'This message does not exist or is not yours.',
  ai_empty_reply: 'The AI model answered with nothing. Try again.',
  nothing_heard: 'Nothing could be heard in the recording. Hold the button while you speak, then try again.',

  // Teams (teams/, ADR 25).
  must_be_team_id: 'must be a team id',
  must_be_invitation_id: 'must be an invitation id',
  must_be_email: 'must be an e-mail address',
  must_be_https_address: 'must be an https address',
  choose_name_or_logo: 'Choose a name or a logo to change',
  team_not_found: 'This team does not exist or you are not a member of it.',
  team_member_not_found: 'This person is not a member of the team.',
  team_invitation_not_found: 'This invitation does not exist or was sent to another address.',
  team_invitation_expired: 'This invitation has expired. Ask the team for a new one.',
  team_invitation_canceled: 'This invitation was canceled. Ask the team for a new one.',
  team_invitation_accepted: 'This invitation has already been accepted.',
  team_invitation_declined: 'This invitation was declined. Ask the team for a new one.',
  team_already_member: 'This person is already a member of the team.',
  team_you_are_member: 'You are already a member of this team.',
  team_member_cap: 'A team can have at most {{max}} members and pending invitations together.',
  team_owner_cannot_leave: 'The owner cannot leave the team. Transfer ownership to another member first.',
  team_owner_role_by_transfer: "The owner's role changes only by transferring ownership.",
  team_transfer_to_yourself: 'You already own this team.',
  team_note_not_shared: 'This note is not in the team library.',
  team_owner_cannot_delete_account:
    'You own the team “{{team}}”, which has other members. Transfer its ownership or delete the team before deleting your account.',

  // The Tasks list (tasks/, ADR 28).
  must_be_task_id: 'must be a task id',
  must_be_last_task_id: 'must be the id of the last task of the previous page',
  choose_task_change: 'Choose a title, a message or done to change',
  task_not_found: 'This task does not exist or is not yours.',
  task_open_cap: 'You have {{max}} open tasks, the most the list holds. Complete or delete a few before adding more.',

  // Playlists (playlists/, ADR 32).
  must_be_playlist_id: 'must be a playlist id',
  must_be_entry_id: 'must be an entry id',
  must_be_video_id: 'must be an 11-character YouTube video id',
  playlist_not_found: 'This playlist does not exist or is not yours.',
  playlist_entry_not_found: 'This entry is not in the playlist.',
  playlist_note_not_in: 'This note is not in the playlist.',
  playlist_note_already_in: 'This note is already in the playlist.',
  playlist_clip_already_in: 'This clip is already in the playlist.',
  playlist_too_many: 'You can have at most {{max}} playlists. Delete one to make a new one.',
  playlist_full: 'A playlist can hold at most {{max}} notes.',
  playlist_order_mismatch: '{{field}} must list every entry of the playlist exactly once',
  playlist_choose_change: 'Choose a title, a description, a level or a position to change',
  playlist_note_language: "{{field}} must be a note in the playlist's language ({{code}})",
  playlist_library_note_not_shared: 'Only a shared note can be added to a library playlist.',
  playlist_note_or_video: 'Give either noteId, or videoId with startAt',

  // The Dictionary page's look-up (dictionary-entry/).
  one_word_or_short_phrase: 'must be one word or a short phrase of up to {{max}} words, not a sentence',

  // Playlist goals, daily tasks and streaks (playlist-history/, ADR 33); must_be_playlist_id and
  // playlist_not_found are the playlists' (above).
  must_be_date: 'must be a date as YYYY-MM-DD',
  must_be_time_zone: 'must be an IANA time zone such as Europe/Paris',
  playlist_note_not_found: 'This note is not in this playlist.',
  playlist_empty: 'This playlist has no notes yet, so there is nothing to plan.',
  goal_target_in_past: 'The target date must be today or later.',
  goal_target_too_far: 'The target date must be within {{max}} days from today.',
} as const;

export type ErrorReason = keyof typeof ERROR_MESSAGES;
