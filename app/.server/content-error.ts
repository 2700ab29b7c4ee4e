/**
 * A content file that does not match its schema; the message names the file and each field. A publish reads `file`,
 * `field` and `problem` (by name: server/ never imports app/) to answer which field to correct.
 */
export class ContentError extends Error {
  readonly file: string;
  readonly field: string;
  readonly problem: string;
  constructor(file: string, problem: string, field = '') {
    super(`${file}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'ContentError';
    this.file = file;
    this.field = field;
    this.problem = problem;
  }
}
