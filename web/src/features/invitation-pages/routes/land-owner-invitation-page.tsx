export const LandOwnerInvitationPage = () => <p>PLACEHOLDER</p>;
