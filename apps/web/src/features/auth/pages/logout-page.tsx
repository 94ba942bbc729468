import { Center, Loader, Stack, Text } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../api/auth.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { useClearSession } from '../../../lib/session.ts';

/** Long enough to read the message, short enough not to be in the way. */
const MIN_MESSAGE_MS = 600;

/** /logout: ends the session on the server, forgets it here and goes home. */
export default function LogoutPage() {
  const tm = useMessageText();
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const shown = new Promise((resolve) => setTimeout(resolve, MIN_MESSAGE_MS));
    // Signed out here even when the server cannot be reached; the cookie then ends with its session.
    void signOut()
      .catch(() => null)
      .then(() => {
        clearSession();
        return shown;
      })
      .then(() => navigate('/', { replace: true }));
  }, [clearSession, navigate]);

  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden="true" />
        <Text role="status" size="lg">
          {tm(MSG.redirectingHome)}
        </Text>
      </Stack>
    </Center>
  );
}
