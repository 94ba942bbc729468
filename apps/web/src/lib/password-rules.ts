import { msg } from '@lingui/core/macro';
import { MSG } from '@pp/contract/messages';
import { plainNewPassword } from '@pp/contract/validators';
import { z } from 'zod';

/** A required new password held to the contract's rule (checked on key-up and on submit). */
export const newPasswordField = z.string().min(1, MSG.required).pipe(plainNewPassword);

/** Shown under new-password inputs so the rule is known before the first key (`i18n._(PASSWORD_HINT)`). */
export const PASSWORD_HINT = msg`At least 8 characters, with an uppercase letter, a lowercase letter, a digit and one of @$!%*?&`;
