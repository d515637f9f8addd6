// Operator accounts from the command line (`npm run operator -- <command>`, docs/decisions/0034):
//   create-owner EMAIL   creates an owner account; the password comes from OPERATOR_PASSWORD or,
//                        on a terminal, is asked twice without echo.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { createDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { consoleSignInAddress, EnvError, loadDatabaseEnv, operatorPasswordFromEnv } from "./env";
import { createOwnerFromCli } from "./modules/operators/operators.service";

const USAGE =
  "Usage: npm run operator -- create-owner EMAIL\n" +
  "The password is read from OPERATOR_PASSWORD, or asked for when run in a terminal.";

/** Asks for a line without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string | null> {
  const fromEnv = operatorPasswordFromEnv();
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) return null;
  const first = await askHidden("Password (at least 10 characters): ");
  const second = await askHidden("Password again: ");
  if (first !== second) throw new Error("The two passwords differ; nothing was created.");
  return first;
}

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== "create-owner" || !email || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const password = await readPassword();
  if (password === null) {
    process.stderr.write(`No password: set OPERATOR_PASSWORD, or run the command in a terminal.\n${USAGE}\n`);
    return 1;
  }
  const env = loadDatabaseEnv();
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const owner = await createOwnerFromCli(database.db, { email, password, now: new Date() });
    // Where to go next, as an address on this machine (OPERATOR_HOST on PORT), not a riddle.
    process.stdout.write(`Created owner ${owner.email}. Sign in at ${consoleSignInAddress()}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`Could not create the owner: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `${err instanceof EnvError ? err.message : err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  },
);
