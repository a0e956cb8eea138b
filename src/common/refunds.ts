/** Refunds (spec §3 "Refund request", §9): shared by the server's rules and the web's refund dialog. */

/** The reasons a learner may give, in the order the dialog offers them. */
export const REFUND_REASONS = [
  'too_expensive',
  'not_useful',
  'missing_features',
  'technical_problems',
  'bought_by_mistake',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Spec §9: a payment can be refunded within 7 days of purchase. */
export const REFUND_WINDOW_DAYS = 7;
