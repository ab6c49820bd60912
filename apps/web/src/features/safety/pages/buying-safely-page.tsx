import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-5">
        <h2 id={id} className="card-title text-xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * docs/product.md#buying-safely /buying-safely: what protects a buyer of a used motorbike in
 * Bangladesh — the papers and the numbers on the bike, the BRTA ownership transfer and its deadlines,
 * a safe meeting, and paying only through the shop, which holds the money until the handover.
 */
export function BuyingSafelyPage() {
  const { t } = useLingui();
  useTitle(t`Buying safely`);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10" aria-labelledby="safety-heading">
      <header>
        <h1 id="safety-heading" className="text-3xl font-bold sm:text-4xl">
          <Trans>Buying a used motorbike safely</Trans>
        </h1>
        <p className="mt-3 text-lg">
          <Trans>
            Most people who lose money on a used bike lose it in one of four ways: papers that are not what
            they seem, a chassis number that was changed, an ownership transfer that never happened, or an
            advance paid to a seller who then disappears. These checks take an hour and protect you from all
            four.
          </Trans>
        </p>
      </header>

      <Section id="safety-papers" title={<Trans>1. Check the papers against the bike</Trans>}>
        <ul className="list-disc space-y-2 ps-5">
          <li>
            <Trans>
              Registration certificate (the blue book or the BRTA smart card): the owner’s name must be the
              seller’s name, as on their national ID card. If it is someone else’s name, ask why, and buy only
              when the owner comes and signs.
            </Trans>
          </li>
          <li>
            <Trans>
              Tax token: look at the date it is valid until. An expired token means fees and fines to pay
              before the bike can be transferred. Ask for the fitness certificate and the insurance too.
            </Trans>
          </li>
          <li>
            <Trans>
              Chassis and engine numbers: find the chassis number stamped on the frame (usually at the
              steering head) and the engine number on the engine, and compare them character by character with
              the registration certificate. Filed, painted-over or uneven digits are a warning: thieves often
              turn a 0 into an 8 or a 1 into a 7.
            </Trans>
          </li>
          <li>
            <Trans>
              Check the registration on BRTA’s online service portal with the chassis and engine numbers
              before you pay: it shows whether the bike is registered and to whom.
            </Trans>
          </li>
          <li>
            <Trans>
              On Best Bikes, a chassis number can be on sale only once: a second listing of the same number
              waits for an admin, and chassis numbers reported stolen cannot be listed. The bike page shows
              the last four characters, so you can compare them with the frame.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section id="safety-transfer" title={<Trans>2. Transfer the ownership at BRTA in time</Trans>}>
        <p>
          <Trans>
            Under the Road Transport Act 2018, after a sale the seller must inform BRTA within 30 days, and
            the buyer must register the bike in their own name within 60 days. Until then the bike is the
            seller’s in law: fines and anything done with it are traced to them, and you cannot prove it is
            yours.
          </Trans>
        </p>
        <p>
          <Trans>At the handover, make sure you receive:</Trans>
        </p>
        <ul className="list-disc space-y-2 ps-5">
          <li>
            <Trans>the registration certificate (blue book or smart card) and the tax token;</Trans>
          </li>
          <li>
            <Trans>the fitness certificate and the insurance papers;</Trans>
          </li>
          <li>
            <Trans>the ownership transfer forms (TO and TTO) signed by the seller;</Trans>
          </li>
          <li>
            <Trans>copies of both your national ID cards, and a signed receipt for the sale.</Trans>
          </li>
        </ul>
      </Section>

      <Section id="safety-meeting" title={<Trans>3. Meet somewhere safe</Trans>}>
        <ul className="list-disc space-y-2 ps-5">
          <li>
            <Trans>
              Meet in daylight in a busy public place, such as outside a bank or a petrol station, and bring
              someone with you. Do not go to an address you were sent at the last minute.
            </Trans>
          </li>
          <li>
            <Trans>
              Bring a mechanic you trust if you can, and test-ride the bike with your own helmet. Never leave
              your national ID card or your phone with the seller as security.
            </Trans>
          </li>
          <li>
            <Trans>
              Be careful with a bike far below its usual price: stolen bikes are often offered at half price
              with papers that look real. The bike page’s price guide shows what similar bikes sell for.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section id="safety-paying" title={<Trans>4. Pay only through Best Bikes</Trans>}>
        <ul className="list-disc space-y-2 ps-5">
          <li>
            <Trans>
              Never send an advance by bKash, Nagad or bank transfer to hold a bike. A seller who asks for
              money outside the shop is the most common scam on classifieds sites, and that money cannot be
              recovered.
            </Trans>
          </li>
          <li>
            <Trans>
              When you pay on Best Bikes, the shop holds the money until the handover: you meet, check the
              bike and its papers, and only then confirm that you have them. If the bike or its papers are not
              as described, report a problem from your deal page before the inspection time ends, and an admin
              decides, with a full or partial refund if you were misled.
            </Trans>
          </li>
          <li>
            <Trans>
              Pay only on Best Bikes’ own pages. We never send payment links by SMS, WhatsApp or Messenger.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep your questions in Best Bikes’ messages: phone numbers, links and requests to pay outside
              the shop are hidden there until the deal is paid, and an admin can read a conversation you
              report.
            </Trans>
          </li>
        </ul>
      </Section>

      <p className="flex flex-wrap gap-3">
        <Link to={ROUTES.bikes} className="btn btn-primary">
          <Trans>Find a bike</Trans>
        </Link>
        <Link to={ROUTES.contactUs} className="btn btn-outline">
          <Trans>Ask us a question</Trans>
        </Link>
      </p>
    </article>
  );
}
