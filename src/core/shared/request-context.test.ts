import { expect, test } from 'vitest'
import {
  computeCorrelationId,
  computeLanguageHint,
  currentCorrelationId,
  currentRequestContext,
  noteRequestUser,
  runWithRequestContext,
} from './request-context'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('A well-formed eb-correlation-id is kept as sent', () => {
  for (const id of ['3f2b8c1e-7a4d-4e2b-9c1a-0b5e6d7f8a9b', '01HZX3Q9V7K2M8N4P6R0S1T2U3', 'lb-req:1234.5678_9']) {
    expect(computeCorrelationId(id)).toBe(id)
  }
})

test('A missing or malformed eb-correlation-id is replaced by a fresh UUID', () => {
  for (const sent of [undefined, null, '', 'short', 'has space in it', 'line\nbreak-injected', '"quoted-value"', 'x'.repeat(129)]) {
    expect(computeCorrelationId(sent)).toMatch(UUID)
  }
  expect(computeCorrelationId(undefined)).not.toBe(computeCorrelationId(undefined))
})

test('eb-lang is a language hint only when it looks like a language tag', () => {
  expect(computeLanguageHint('pt-BR')).toBe('pt-BR')
  expect(computeLanguageHint(' en_US ')).toBe('en_US')
  expect(computeLanguageHint('de')).toBe('de')
  for (const sent of [undefined, '', 'english please', '<script>', '12']) expect(computeLanguageHint(sent)).toBeUndefined()
})

test('Inside a request the correlation id and the user are those of that request, across awaits', async () => {
  const seen = await runWithRequestContext({ correlationId: 'request-one-id' }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    noteRequestUser('u-42')
    await Promise.resolve()
    return { id: currentCorrelationId(), user: currentRequestContext()?.userId }
  })
  expect(seen).toEqual({ id: 'request-one-id', user: 'u-42' })
})

test('Two requests served at once each keep their own correlation id', async () => {
  const serve = (id: string, delay: number) =>
    runWithRequestContext({ correlationId: id }, async () => {
      await new Promise((resolve) => setTimeout(resolve, delay))
      return currentCorrelationId()
    })
  expect(await Promise.all([serve('first-request-id', 20), serve('second-request-id', 1)])).toEqual([
    'first-request-id',
    'second-request-id',
  ])
})

test('Outside any request an outgoing call still gets a correlation id of its own', () => {
  expect(currentRequestContext()).toBeUndefined()
  expect(currentCorrelationId()).toMatch(UUID)
})
