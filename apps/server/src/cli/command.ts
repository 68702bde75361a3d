/** Runs a command-line task; any failure is printed as one clear line and the exit code is 1. */
export async function runCommand(task: () => Promise<void>): Promise<void> {
  // npm runs workspace scripts in the workspace's folder; paths the user typed (DATA_DIR, a backup file)
  // mean the folder npm was started in, as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    await task();
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

/** Refusal with a message and exit code 1, nothing done. */
export class Refusal extends Error {}

export const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
