// /home: only with the user cookie (else /auth). Loads the customer once, then the layout and the screens.
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { loadCustomer } from '../../api/current-customer.ts';
import { paths } from '../../core/paths.ts';
import { readUserData } from '../../core/session-cookies.ts';
import { HomeLayout } from '../layout/home-layout.tsx';
import { HomeRoutes } from './home-routes.tsx';

export function HomeArea() {
  const user = readUserData();
  useEffect(() => {
    if (user) void loadCustomer(user);
  }, [user?.id, user?.role]); // eslint-disable-line react-hooks/exhaustive-deps -- the cookie object is new on every read
  if (!user) return <Redirect to={`~${paths.auth}`} replace />;
  return (
    <HomeLayout user={user}>
      <HomeRoutes />
    </HomeLayout>
  );
}
