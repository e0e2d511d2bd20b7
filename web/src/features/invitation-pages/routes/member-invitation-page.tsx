export const MemberInvitationPage = () => <p>PLACEHOLDER</p>;
