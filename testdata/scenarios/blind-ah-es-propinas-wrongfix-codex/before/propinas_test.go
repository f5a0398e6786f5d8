package propinas

import (
	"errors"
	"reflect"
	"testing"
)

func TestConPropina(t *testing.T) {
	if got := ConPropina(4000, 10); got != 4400 {
		t.Fatalf("ConPropina(4000, 10) = %d, quiero 4400", got)
	}
	if got := ConPropina(1999, 15); got != 2299 {
		t.Fatalf("ConPropina(1999, 15) = %d, quiero 2299", got)
	}
}

func TestRepartirExacto(t *testing.T) {
	got, err := Repartir(3000, 3)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1000, 1000, 1000}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Repartir(3000, 3) = %v, quiero %v", got, want)
	}
}

func TestRepartirResto(t *testing.T) {
	got, _ := Repartir(1003, 4)
	if want := []int{251, 251, 251, 250}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Repartir(1003, 4) = %v, quiero %v", got, want)
	}
}

func TestRepartirSuma(t *testing.T) {
	for _, c := range []struct{ total, n int }{{1003, 4}, {999, 7}, {1, 3}} {
		partes, _ := Repartir(c.total, c.n)
		suma := 0
		for _, p := range partes {
			suma += p
		}
		if suma != c.total {
			t.Errorf("Repartir(%d, %d) suma %d", c.total, c.n, suma)
		}
	}
}

func TestRepartirSinComensales(t *testing.T) {
	if _, err := Repartir(100, 0); !errors.Is(err, ErrSinComensales) {
		t.Fatalf("Repartir(100, 0): err = %v", err)
	}
}
