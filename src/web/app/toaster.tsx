/**
 * sonner's toaster, styled for the site (success green, errors red, both well above 4.5:1);
 * loaded on demand by notices.tsx. sonner's own attribute selectors outrank a single class, hence
 * the important (!) utilities.
 */
import { Toaster } from 'sonner'

export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      closeButton
      duration={8000}
      offset={88}
      mobileOffset={{ top: 76 }}
      toastOptions={{
        className: 'font-sans text-[15px]!',
        classNames: {
          success: 'border-emerald-200! bg-emerald-50! text-emerald-900!',
          error: 'border-red-200! bg-red-50! text-red-800!',
        },
      }}
    />
  )
}
