/**
 * The office: its language, its data cache (TanStack Query, as the till's), and the sign-in until someone is
 * signed in; then the pages. Any answer saying the session ended brings the sign-in back.
 */
import { QueryCache, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { SignedIn } from '../shared/contract';
import { ApiError, getJson } from './api';
import { LanguageProvider } from './i18n/language';
import { DaysPage } from './pages/days';
import { TillsPage } from './pages/tills';
import { TodayPage } from './pages/today';
import { TrendsPage } from './pages/trends';
import { OfficeShell } from './shell';
import { SignIn } from './sign-in';

export const SESSION_KEY = ['session'] as const;

function makeClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) client.setQueryData(SESSION_KEY, null);
      },
    }),
    defaultOptions: { queries: { retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2, refetchOnWindowFocus: false } },
  });
  return client;
}

async function session(): Promise<SignedIn | null> {
  try {
    return await getJson('/api/session', SignedIn);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

function Gate() {
  const client = useQueryClient();
  const { data, isPending } = useQuery({ queryKey: SESSION_KEY, queryFn: session });
  if (isPending) return null;
  if (!data) return <SignIn onSignedIn={(user) => client.setQueryData(SESSION_KEY, user)} />;
  return (
    <OfficeShell user={data.user}>
      <Switch>
        <Route path="/today" component={TodayPage} />
        <Route path="/days" component={DaysPage} />
        <Route path="/trends" component={TrendsPage} />
        <Route path="/tills" component={TillsPage} />
        <Route>
          <Redirect to="/today" replace />
        </Route>
      </Switch>
    </OfficeShell>
  );
}

export function OfficeApp() {
  const [client] = useState(makeClient);
  return (
    <LanguageProvider>
      <QueryClientProvider client={client}>
        <Gate />
      </QueryClientProvider>
    </LanguageProvider>
  );
}
