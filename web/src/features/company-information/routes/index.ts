/**
 * The three company-information pages travel as one chunk: they are small, read together, and one
 * chunk instead of three keeps the bundler from splitting the modules they share with other routes
 * into many tiny files (which every first visit to a public page would then download one by one).
 */
export { CurrentRaisePage } from './current-raise-page';
export { MembershipOptionsPage } from './membership-options-page';
export { PropertiesInReviewPage } from './properties-in-review-page';
