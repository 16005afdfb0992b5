import assert from 'node:assert/strict'
import { test } from 'node:test'
import { compareQuantities, parseQuantity } from '../../src/k8s/quantity.js'

test('Kubernetes quantities: binary and decimal SI suffixes, millis, exponents and plain numbers', () => {
  assert.equal(parseQuantity('1Ki'), 1024)
  assert.equal(parseQuantity('10Gi'), 10 * 2 ** 30)
  assert.equal(parseQuantity('1.5Mi'), 1.5 * 2 ** 20)
  assert.equal(parseQuantity('2Ti'), 2 * 2 ** 40)
  assert.equal(parseQuantity('500m'), 0.5)
  assert.equal(parseQuantity('1k'), 1000)
  assert.equal(parseQuantity('5G'), 5e9)
  assert.equal(parseQuantity('1M'), 1e6)
  assert.equal(parseQuantity('1e3'), 1000)
  assert.equal(parseQuantity('12E-1'), 1.2)
  assert.equal(parseQuantity('1E'), 1e18)
  assert.equal(parseQuantity(1073741824), 2 ** 30)
  assert.equal(parseQuantity('.5Gi'), 2 ** 29)
  for (const bad of ['', 'Gi', '10 Gi', '10gi', '1e', '1KB', null, {}]) assert.equal(parseQuantity(bad), undefined, String(bad))
})

test('compareQuantities orders sizes across units and treats equal sizes as equal', () => {
  assert.equal(compareQuantities('1Gi', '1073741824'), 0)
  assert.equal(compareQuantities('1G', '1Gi'), -1)
  assert.equal(compareQuantities('20Gi', '10Gi'), 1)
  assert.equal(compareQuantities('1Ti', '1024Gi'), 0)
  assert.equal(compareQuantities('5Gi', 'lots'), undefined)
})
