/** What another page tells the login page through the router's state (never the URL): a message to show, and the email to fill in. */
export interface LoginLocationState {
  notice?: string;
  email?: string;
}
