import { cva } from 'class-variance-authority';

/**
 * Button classes without tailwind-merge, so pages on the first-load path (landing, 404, errors)
 * can style links as buttons without pulling the merge library into the landing bundle.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      // Mobile sizes keep the 44 px touch target; desktop may be denser.
      size: {
        default: 'min-h-11 px-4 py-2 md:min-h-10',
        sm: 'min-h-11 px-3 md:min-h-9',
        lg: 'min-h-12 px-8 text-base',
        icon: 'size-11 md:size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
