import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { OAuthProvider } from '@/backend/port';
import { useAuth } from '@/session/auth-context';

const providers: { id: OAuthProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'twitter', label: 'Twitter' },
];

export function SocialButtons({ disabled }: { disabled?: boolean }) {
  const { signInWithOAuth } = useAuth();
  return (
    <div className="grid gap-2">
      <p className="text-center text-xs uppercase text-muted-foreground">
        <Trans>Or continue with</Trans>
      </p>
      <div className="grid grid-cols-3 gap-2">
        {providers.map((p) => (
          <Button
            key={p.id}
            variant="outline"
            disabled={disabled}
            onClick={() => void signInWithOAuth(p.id)}
          >
            {p.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
