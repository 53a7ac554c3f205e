import { Fragment } from 'react';

/** `text` with a line-break opportunity after each '.', '-' and '_' (never inside a run of letters or digits). */
export function Breakable({ text }: { text: string }) {
  return text.split(/(?<=[._-])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** An e-mail address that may wrap in its name and after its @, never inside its domain (docs/decisions.md). */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      <Breakable text={email.slice(0, at + 1)} />
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
