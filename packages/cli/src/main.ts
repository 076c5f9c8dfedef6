// `kado <command>`: parses the arguments, builds the composition root, runs one command, prints its lines.
import { parseArgs } from 'node:util';
import { createCliContainer } from './container';
import { stderrLogger } from './node-platform';
import { registryCommand, reserveCommand, type CommandResult } from './commands';
import { TEXTS } from './texts';

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const { values, positionals } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: {
      portal: { type: 'string' },
      name: { type: 'string' },
      contact: { type: 'string' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, username, giftId] = positionals;
  if (values.help || command === undefined) return { lines: [TEXTS.usage], exitCode: values.help ? 0 : 2 };
  const container = createCliContainer({
    ...(values.portal === undefined ? {} : { portal: values.portal }),
    ...(values.verbose ? { logger: stderrLogger() } : {}),
  });
  if (command === 'registry' && username) return registryCommand(container, username);
  if (command === 'reserve' && username && giftId) {
    const result = await reserveCommand(container, { username, giftId, name: values.name ?? '', contact: values.contact ?? '' });
    // Issue 31: a reservation on the throwaway demo data says so plainly, never as if a portal had kept it.
    return values.portal === undefined && result.exitCode === 0 ? { ...result, lines: [...result.lines, TEXTS.demoOnly] } : result;
  }
  const known = command === 'registry' || command === 'reserve';
  return { lines: [...(known ? [] : [TEXTS.unknownCommand(command)]), TEXTS.usage], exitCode: 2 };
}
