// Placeholder until the command's issue lands: it says so and fails, it never pretends.
export async function run(_argv: string[]): Promise<number> {
  process.stderr.write("koprulu validate-content: not implemented yet\n");
  return 1;
}
