/**
 * The overview's charts (recharts, which only this page's chunk carries). Each is a picture
 * for sighted readers: its card hides it from screen readers (the card's summary sentence and
 * its table say the same), so nothing in it takes focus (`accessibilityLayer` off). Sizes come
 * from the card (a fixed height, the width it is given), so a 390 px phone and a wide screen
 * both fit, and nothing shifts when the figures arrive. Ticks in the page's digits and money
 * in its first currency.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { OverviewDay, OverviewDivision, OverviewMonth } from '#shared/contracts/overview.ts'
import { formatDayMonth, formatShortMonth } from '#shared/dhaka-date.ts'
import { formatCount, messages } from '#shared/messages.ts'

const t = messages.overview

/** Colours that keep 3:1 against white (WCAG's for graphics) and tell apart. */
export const COLOURS = {
  revenue: '#047857', // emerald-700
  bookings: '#b45309', // amber-700
  received: '#0369a1', // sky-700
  refunded: '#be123c', // rose-700
  taken: '#047857',
  free: '#64748b', // slate-500 (the rest of a bar, beside the taken seats)
}
const TICK = { fill: '#334155', fontSize: 12 }
const GRID = '#e2e8f0'

/**
 * A chart's amount (in the site's pricing currency, as the overview's figures are) as text; the
 * page gives it, since the currency and the rate are its.
 */
type MoneyText = (amount: number) => string

export function MonthsChart({ months, money }: { months: OverviewMonth[]; money: MoneyText }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={months} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="month" tickFormatter={formatShortMonth} tick={TICK} minTickGap={8} />
        <YAxis yAxisId="money" tickFormatter={money} tick={TICK} width={72} />
        <YAxis
          yAxisId="count"
          orientation="right"
          allowDecimals={false}
          tickFormatter={formatCount}
          tick={TICK}
          width={40}
        />
        <Tooltip
          labelFormatter={(month) => formatShortMonth(String(month))}
          formatter={(value, name) =>
            name === t.revenue ? money(Number(value)) : formatCount(Number(value))
          }
        />
        <Bar
          yAxisId="money"
          dataKey="revenue"
          name={t.revenue}
          fill={COLOURS.revenue}
          radius={[4, 4, 0, 0]}
        />
        <Line
          yAxisId="count"
          dataKey="bookings"
          name={t.bookings}
          stroke={COLOURS.bookings}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}

export function MoneyChart({ months, money }: { months: OverviewMonth[]; money: MoneyText }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={months} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="month" tickFormatter={formatShortMonth} tick={TICK} minTickGap={8} />
        <YAxis tickFormatter={money} tick={TICK} width={72} />
        <Tooltip
          labelFormatter={(month) => formatShortMonth(String(month))}
          formatter={(value) => money(Number(value))}
        />
        <Bar dataKey="received" name={t.received} fill={COLOURS.received} radius={[4, 4, 0, 0]} />
        <Bar dataKey="refunded" name={t.refunded} fill={COLOURS.refunded} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  )
}

export function DivisionsChart({
  divisions,
  money,
}: {
  divisions: (OverviewDivision & { label: string })[]
  money: MoneyText
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={divisions}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ left: 4, right: 16 }}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" tickFormatter={money} tick={TICK} />
        <YAxis type="category" dataKey="label" tick={TICK} width={96} />
        <Tooltip formatter={(value) => money(Number(value))} />
        <Bar dataKey="revenue" name={t.revenue} fill={COLOURS.revenue} radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  )
}

export function SeatsChart({ days }: { days: OverviewDay[] }) {
  const data = days.map((day) => ({
    date: day.date,
    taken: day.seatsTaken,
    // Paid bookings may pass the capacity: never a negative rest.
    free: Math.max(0, day.capacity - day.seatsTaken),
  }))
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDayMonth} tick={TICK} minTickGap={8} />
        <YAxis allowDecimals={false} tickFormatter={formatCount} tick={TICK} width={40} />
        <Tooltip
          labelFormatter={(date) => formatDayMonth(String(date))}
          formatter={(value) => formatCount(Number(value))}
        />
        <Bar dataKey="taken" name={t.seatsTaken} stackId="seats" fill={COLOURS.taken} />
        <Bar
          dataKey="free"
          name={t.seatsLeft}
          stackId="seats"
          fill={COLOURS.free}
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}
