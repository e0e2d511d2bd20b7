export const InvestorInvitationPage = () => <p>PLACEHOLDER</p>;
