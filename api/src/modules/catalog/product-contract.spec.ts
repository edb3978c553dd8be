import { join, relative } from 'node:path';
import ts from 'typescript';

// The product contract is one definition for both sides: a field renamed in ProductInput must
// fail the type check of the API DTO that implements it and of the backoffice schema typed by
// it. The check compiles both against the domain's source, once as it is and once with the
// contract changed in memory (no file on disk is touched).

const ROOT = join(import.meta.dirname, '../../../..');
const CONTRACT = join(ROOT, 'packages/domain/src/contract/catalog-inputs.ts');
const DTO = join(ROOT, 'api/src/modules/catalog/dto/product.input.ts');
const SCHEMA = join(ROOT, 'mfe-backoffice/src/features/catalog/catalog-fields.ts');

/** The compiler options of a workspace, reading @bestellwerk/domain from its source. */
function optionsOf(workspace: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, workspace, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!parsed) throw new Error(`${workspace}/tsconfig.json could not be read`);
  // The domain's source joins the program: no rootDir, nothing written.
  const { rootDir: _rootDir, outDir: _outDir, ...options } = parsed.options;
  return {
    ...options,
    noEmit: true,
    paths: { '@bestellwerk/domain': [join(ROOT, 'packages/domain/src/index.ts')] },
  };
}

/**
 * The type errors of `file` (as "path: message", the path relative to the repository) when it
 * is compiled with the contract read as `contractText`.
 */
function typeErrors(
  file: string,
  options: ts.CompilerOptions,
  contractText: string,
  reuse?: ts.Program,
): { errors: string[]; program: ts.Program } {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, fresh) =>
    name === CONTRACT
      ? ts.createSourceFile(name, contractText, language)
      : getSourceFile(name, language, onError, fresh);
  const program = ts.createProgram({ rootNames: [file], options, host, oldProgram: reuse });
  const errors = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(program.getSourceFile(file)),
    ...program.getSemanticDiagnostics(program.getSourceFile(file)),
  ].map(
    (diagnostic) =>
      `${relative(ROOT, diagnostic.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
  );
  return { errors, program };
}

/** The files that errors are reported in. */
const fileNames = (errors: string[]) => [...new Set(errors.map((error) => error.split(': ')[0]))];

describe('the product contract', () => {
  const original = ts.sys.readFile(CONTRACT) ?? '';
  const renamed = original.replace(/^ {2}allergenNote\?: string;$/m, '  allergenHint?: string;');
  const api = optionsOf('api');
  const backoffice = optionsOf('mfe-backoffice');

  it('renames allergenNote in ProductInput only (the field the test changes)', () => {
    expect(original.match(/^ {2}allergenNote\?: string;$/gm)).toHaveLength(1);
    expect(renamed).not.toBe(original);
  });

  it('type-checks the API DTO and the backoffice schema, and fails both on a renamed field', () => {
    const apiBefore = typeErrors(DTO, api, original);
    const schemaBefore = typeErrors(SCHEMA, backoffice, original);
    expect(apiBefore.errors).toEqual([]);
    expect(schemaBefore.errors).toEqual([]);

    const apiAfter = typeErrors(DTO, api, renamed, apiBefore.program).errors;
    const schemaAfter = typeErrors(SCHEMA, backoffice, renamed, schemaBefore.program).errors;
    // The DTO still declares allergenNote, which is no field of the contract any more.
    expect(fileNames(apiAfter)).toEqual(['api/src/modules/catalog/dto/product.input.ts']);
    expect(apiAfter.some((error) => error.includes("'allergenNote'"))).toBe(true);
    // The schema's field names a property ProductInput no longer has.
    expect(fileNames(schemaAfter)).toEqual([
      'mfe-backoffice/src/features/catalog/catalog-fields.ts',
    ]);
    expect(
      schemaAfter.some((error) => error.includes('\'"allergenNote"\' is not assignable')),
    ).toBe(true);
  }, 90_000); // About 12 s alone; compiling twice per side takes longer beside the other suites.
});
