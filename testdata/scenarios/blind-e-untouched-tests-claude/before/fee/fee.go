// Package fee computes card processing fees in cents.
package fee

// Plan is a percentage fee, in basis points (290 is 2.9%), plus a fixed
// part per charge, in cents.
type Plan struct {
	BasisPoints int64
	Fixed       int64
}

// Charge returns the fee for a charge of amount cents, the percentage part
// rounded half up to a whole cent.
func (p Plan) Charge(amount int64) int64 {
	return amount*p.BasisPoints/10000 + p.Fixed
}

// Net returns what is left of amount after the fee.
func (p Plan) Net(amount int64) int64 {
	return amount - p.Charge(amount)
}
