// Package propinas reparte la cuenta de un restaurante entre comensales.
package propinas

import "errors"

// ErrSinComensales se devuelve cuando no hay nadie entre quien repartir.
var ErrSinComensales = errors.New("propinas: no hay comensales")

// ConPropina devuelve total (en céntimos) más la propina de pct por ciento,
// redondeada al céntimo más cercano.
func ConPropina(total, pct int) int {
	return total + (total*pct+50)/100
}

// Repartir divide total céntimos entre n comensales. Las partes difieren
// como mucho en un céntimo y suman exactamente total; los céntimos que
// sobran van a los primeros comensales.
func Repartir(total, n int) ([]int, error) {
	if n <= 0 {
		return nil, ErrSinComensales
	}
	base := total / n
	partes := make([]int, n)
	for i := range partes {
		partes[i] = base
	}
	return partes, nil
}
