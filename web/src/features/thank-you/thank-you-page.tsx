export const ThankYouPage = () => <p>PLACEHOLDER</p>;
