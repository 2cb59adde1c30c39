// /home: only for a signed-in user (else /auth). Loads the customer once, then the layout and the screens.
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { loadCustomer } from '../../api/current-customer.ts';
import { paths } from '../../core/routing/paths.ts';
import { useUser } from '../../core/session/user.ts';
import { HomeLayout } from '../layout/home-layout.tsx';
import { HomeRoutes } from './home-routes.tsx';

export function HomeArea() {
  const user = useUser();
  useEffect(() => {
    if (user) void loadCustomer(user);
  }, [user]);
  if (!user) return <Redirect to={`~${paths.auth}`} replace />;
  return (
    <HomeLayout user={user}>
      <HomeRoutes />
    </HomeLayout>
  );
}
