import { Modal } from '@mantine/core';
import type { Me } from '@pp/contract/auth';
import { MSG } from '@pp/contract/messages';
import { useMessageText } from '../../../i18n/message-text.ts';
import { LoginForm } from './login-form.tsx';

/**
 * The modal of `SessionExpiredWatcher`: sign in again, then reload. Its own module so that the
 * modal and the sign-in form (with the contract's zod schemas) load only when a session runs out.
 */
export default function SessionExpiredModal({
  expired,
  onClose,
}: {
  expired: Me | null;
  onClose: () => void;
}) {
  const tm = useMessageText();
  return (
    <Modal
      opened={expired !== null}
      onClose={onClose}
      title={tm(MSG.sessionNotFound)}
      centered
      closeOnClickOutside={false}
      size="md"
      styles={{ title: { fontWeight: 600 } }}
    >
      {expired ? (
        <LoginForm
          kind={expired.role}
          defaultEmail={expired.email}
          onSuccess={() => window.location.reload()}
        />
      ) : null}
    </Modal>
  );
}
