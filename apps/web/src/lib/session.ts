import type { Me } from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiCallError, call } from './api.ts';
import { ME } from './shell-endpoints.ts';

/**
 * The session token lives in an HttpOnly cookie the page cannot read; the page knows who is
 * signed in by asking `auth/me`. A small copy of the user detail is kept for a fast first paint.
 */
export const SESSION_QUERY_KEY = ['session'] as const;
const USER_DETAIL_KEY = 'pp_user';

// Every apply button of a list asks (useSession's placeholder): the stored text is parsed once.
let parsed: { raw: string; user: Me | null } | null = null;

export function storedUserDetail(): Me | null {
  try {
    const raw = localStorage.getItem(USER_DETAIL_KEY);
    if (!raw) return null;
    if (parsed?.raw !== raw) parsed = { raw, user: JSON.parse(raw) as Me };
    return parsed.user;
  } catch {
    return null;
  }
}

export function storeUserDetail(user: Me | null) {
  if (user) localStorage.setItem(USER_DETAIL_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_DETAIL_KEY);
}

async function fetchSession(): Promise<Me | null> {
  try {
    const user = await call(ME);
    storeUserDetail(user);
    return user;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) {
      storeUserDetail(null);
      return null;
    }
    throw error;
  }
}

/**
 * Asks who is signed in before the first render of a page of a signed-in area (main.tsx): the
 * page then renders once, in its time-sliced first render. Asked from a component instead, the
 * answer arrives as a store update, which React renders synchronously: the area's layout and page
 * in one long task (740 ms at a phone's speed), after a loader that only said the session was checked.
 */
export function primeSession(client: QueryClient): Promise<void> {
  return client.prefetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: false,
  });
}

/** The signed-in user, or null. */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: false,
    placeholderData: storedUserDetail() ?? undefined,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isFetched: query.isFetched,
    refetch: query.refetch,
  };
}

/** After sign-in, sign-out or login-as: fetch the session anew. */
export function useRefreshSession() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    return client.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
  };
}

export function useClearSession() {
  const client = useQueryClient();
  return () => {
    storeUserDetail(null);
    client.setQueryData(SESSION_QUERY_KEY, null);
    client.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'lookup' && q.queryKey[0] !== SESSION_QUERY_KEY[0],
    });
  };
}

/** Where each kind of user lands after signing in (spec 1 section 4). */
export const HOME_OF: Record<Role, string> = {
  corporate: '/corporate/job',
  member: '/member/dashboard',
  student: '/student/dashboard',
  admin: '/admin/dashbaord',
};

export const LOGIN_PAGE_OF: Record<Role, string> = {
  corporate: '/corporate',
  member: '/member',
  student: '/student',
  admin: '/admin',
};
