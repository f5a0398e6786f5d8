package honey_test

import (
	"fmt"

	"example.com/apiary/honey"
)

func ExampleJars() {
	fmt.Println(honey.Jars(honey.Harvest(3), 454))
	// Output: 15
}
