import pino from 'pino';

const SECRET_SEGMENT = /\/(verify|reset-password|reset)\/[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:token|password|new_pass|old_pass|sig|signature|tokenId)=)[^&#]*/gi;

/** A request URL fit for a log line: tokens in paths and credential query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '/$1/[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

type SerializedError = Record<string, unknown> & { message?: string; cause?: unknown };

/**
 * Errors without the values that went into them: the query parameters drizzle adds to its
 * message and `params`, and PostgreSQL's `detail` ("Key (email)=(…) already exists").
 */
function scrubError(err: SerializedError, depth = 0): SerializedError {
  const copy: SerializedError = { ...err };
  delete copy.params;
  delete copy.detail;
  // PostgreSQL quotes the offending value in its messages (invalid input syntax for type integer: "…").
  const fromDatabase = 'query' in copy || copy.type === 'DatabaseError';
  const scrub = (text: string) => {
    const cut = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
    return fromDatabase ? cut.replace(/"[^"\n]*"/g, '"[redacted]"') : cut;
  };
  if (typeof copy.message === 'string') copy.message = scrub(copy.message);
  if (typeof copy.stack === 'string') copy.stack = scrub(copy.stack);
  if (copy.cause && typeof copy.cause === 'object' && depth < 3) copy.cause = scrubError(copy.cause as SerializedError, depth + 1);
  return copy;
}

export const logSerializers = {
  req: (request: { method?: string; url?: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url ?? ''), remoteAddress: request.ip }),
  err: (err: Error) => scrubError(pino.stdSerializers.err(err) as unknown as SerializedError),
};

/** pino with every credential-bearing field redacted and no token or parameter value in any line. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      serializers: logSerializers,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.new_pass',
          '*.old_pass',
          '*.token',
          '*.tokenId',
          '*.google_token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
