import pino from 'pino';

/** pino with every credential-bearing field redacted. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.new_pass',
        '*.old_pass',
        '*.token',
        '*.tokenId',
      ],
      censor: '[redacted]',
    },
  });
}
