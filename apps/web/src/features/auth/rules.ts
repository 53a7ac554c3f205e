// The sign-in pages' rules, and zod with them. Loaded through load-rules.ts, never imported directly,
// so that a visitor's first page does without them.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotBodySchema, loginBodySchema, registerFormSchema, resetFormSchema } from '@cp/contract';

export { emailSchema, sessionUserSchema, usernameSchema } from '@cp/contract';

export const resolvers = {
  login: zodResolver(loginBodySchema),
  register: zodResolver(registerFormSchema),
  forgot: zodResolver(forgotBodySchema),
  reset: zodResolver(resetFormSchema),
};
