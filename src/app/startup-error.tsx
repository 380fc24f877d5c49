import { Trans } from '@lingui/react/macro';
export function StartupError({ error }: { error: unknown }) {
  return (
    <main id="main-content" className="mx-auto max-w-xl p-6">
      <h1 className="mb-2 text-2xl font-bold">
        <Trans>Preshift cannot start</Trans>
      </h1>
      <p className="mb-4 text-muted-foreground">
        <Trans>The app configuration is invalid. Fix it and reload.</Trans>
      </p>
      <pre className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">
        {error instanceof Error ? error.message : String(error)}
      </pre>
    </main>
  );
}
