/**
 * The app's own CloudWatch metrics (embedded metric format in the functions' logs). The alarms in
 * infra/lib/constructs/operations.ts read the same names, so a metric and its alarm cannot drift.
 */
export const APP_METRICS = {
  namespace: 'SafeHaven',
  /** Dimension `service` of every app metric; also the Powertools service name of the logs. */
  service: 'safe-haven',
  /** Count: an outbox email whose delivery failed (SES refused it or could not be reached). */
  emailDeliveryFailed: 'EmailDeliveryFailed',
  /** Count: SES accepted an email and no "sent" write landed; its Send event is what records it now. */
  emailSentNotRecorded: 'EmailSentNotRecorded',
  /** Count: founder-code validation was locked for everyone after too many failed attempts. */
  signupCodeValidationLocked: 'SignupCodeValidationLocked',
  /** Count: a stream record failed for an hour and was parked whole for an operator to replay. */
  streamRecordParked: 'StreamRecordParked',
} as const;
