/** Placeholder until the page is built (issue 5). */
export function QuizPage({ noteId }: { noteId?: string }) {
  return <div data-note-id={noteId} />;
}
