'use strict';
/**
 * A SQLite reader thread (see `sqliteReaders.ts`): one read-only connection to the server's database
 * file that runs the queries the main thread posts (in batches), one at a time, and answers their rows. Plain
 * JavaScript, so the same file runs from the sources (tests) and from the build (copied to `dist/`).
 */
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma(`mmap_size = ${workerData.mmapBytes}`);
db.pragma(`cache_size = -${workerData.cacheKib}`);

/** Compiled statements by SQL text, least recently used dropped first (as the main connection's). */
const statements = new Map();

function prepare(source) {
  const known = statements.get(source);
  if (known) {
    statements.delete(source);
    statements.set(source, known);
    return known;
  }
  const statement = db.prepare(source);
  statements.set(source, statement);
  if (statements.size > workerData.statementCacheSize) statements.delete(statements.keys().next().value);
  return statement;
}

/** One query's rows, or why it failed (the other queries of its batch are answered all the same). */
function answer({ sql, parameters }) {
  try {
    const statement = prepare(sql);
    if (!statement.reader) throw new Error('A SQLite reader thread runs only queries that return rows.');
    return { rows: statement.all(parameters) };
  } catch (error) {
    return { error: { message: error.message, code: error.code } };
  }
}

/** A batch of queries (sent together by the main thread), answered in one message, in order. */
parentPort.on('message', ({ id, queries, close }) => {
  if (close) {
    // Closed before the thread ends, so the main connection is the last one and tidies the WAL.
    db.close();
    parentPort.close();
    return;
  }
  parentPort.postMessage({ id, answers: queries.map(answer) });
});
