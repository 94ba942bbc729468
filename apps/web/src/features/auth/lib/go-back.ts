import { useLocation, useNavigate } from 'react-router';

/** 'Go back' buttons: to the previous page of this app, or home when the page was opened directly. */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // react-router marks the first entry of a visit with the key 'default'.
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback);
  };
}
