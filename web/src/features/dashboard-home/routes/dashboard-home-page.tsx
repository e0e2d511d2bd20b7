export const DashboardHomePage = () => <p>PLACEHOLDER dashboard</p>;
