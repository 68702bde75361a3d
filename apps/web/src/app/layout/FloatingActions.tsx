import { BackToTop } from './BackToTop';
import { WhatsAppButton } from './WhatsAppButton';

/** The floating buttons, a chunk of their own: Tooltip and Popper are not needed for the first paint. */
export default function FloatingActions() {
  return (
    <>
      <WhatsAppButton />
      <BackToTop />
    </>
  );
}
