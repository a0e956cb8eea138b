export type ComingSoonSection = 'tasks' | 'team' | 'billing' | 'subscriptions' | 'paymentHistory' | 'library' | 'dictionary' | 'createNote';

// Placeholder replaced by the real page.
export function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  return <div>{section}</div>;
}
