/**
 * The site's pricing currency (dollars or taka, the operator's `PRICING_CURRENCY`), from the
 * company's facts every page's data holds (company.ts): the server renders each page with it, so
 * a price never shows in the wrong currency first. An order carries its own currency
 * (`order.currency`); this is for the catalogue's prices, departures and the admins' figures.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { fromMajor, type CurrencyCode, type Money } from '#shared/money.ts'
import { companyQueryOptions } from './company.ts'

export function useSiteCurrency(): CurrencyCode {
  return useSuspenseQuery(companyQueryOptions()).data.currency
}

/** An amount the API gave in the site's currency (major units) as Money. */
export function useSiteMoney(): (major: number) => Money {
  const currency = useSiteCurrency()
  return (major) => fromMajor(major, currency)
}
