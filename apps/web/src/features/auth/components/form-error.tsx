import { Alert } from '@mantine/core';

/** A refusal said above a form's button, once (announced as an alert); nothing when there is none. */
export function FormError({ message }: { message: string }) {
  return message ? (
    <Alert color="red" variant="light" role="alert" p="sm">
      {message}
    </Alert>
  ) : null;
}
