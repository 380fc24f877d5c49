import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Restaurant } from '@/domain/restaurant';
import { safeHref } from '@/lib/safe-url';

export function RestaurantCard({
  restaurant,
  onEdit,
}: {
  restaurant: Restaurant;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  // Only an http(s) address becomes a link; anything else stored is shown as text.
  const website = safeHref(restaurant.website_url);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <CardTitle as="h2">{restaurant.restaurant_name}</CardTitle>
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{restaurant.location_address || t`No address yet`}</span>
        </p>
        <p className="flex items-start gap-2">
          <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{restaurant.phone_num || t`No phone number`}</span>
        </p>
        {website ? (
          <a
            className="inline-flex min-h-11 items-center gap-2 text-primary underline md:min-h-0"
            href={website}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink className="size-4" aria-hidden />
            {restaurant.website_url}
          </a>
        ) : (
          restaurant.website_url && <p className="break-all">{restaurant.website_url}</p>
        )}
      </CardContent>
    </Card>
  );
}
