import { Outlet } from 'react-router-dom';
export const DashboardLayout = () => <Outlet />;
