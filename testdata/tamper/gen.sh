#!/bin/sh
# gen.sh records the real test output of each variant (see README.md):
# <lang>/<variant>.out is what the runner printed with that variant as the
# test file, <lang>/before.out with the original. Run from this directory.
set -u
fixed_for() { case $1 in never-failed|added) echo fixed. ;; *) echo "" ;; esac; }
for v in before expected input never-failed added skip no-assert renamed renamed-weak; do
	w=$(mktemp -d)
	cp go/go.mod.txt $w/go.mod; cp go/lru.$(fixed_for $v)go.txt $w/lru.go; cp go/$v.txt $w/lru_test.go
	(cd $w && go test -v ./... > out 2>&1; echo "exit $?" >> out); cp $w/out go/$v.out
	cp py/csvtools.$(fixed_for $v)py.txt $w/csvtools.py; cp py/$v.txt $w/test_csvtools.py
	(cd $w && /usr/bin/python3 -m pytest -q -p no:cacheprovider test_csvtools.py > out 2>&1; echo "exit $?" >> out); cp $w/out py/$v.out
	mkdir -p $w/js/src $w/js/test; cp js/chunk.$(fixed_for $v)js.txt $w/js/src/chunk.js; cp js/$v.txt $w/js/test/chunk.test.js
	(cd $w/js && node --test > out 2>&1; echo "exit $?" >> out); cp $w/js/out js/$v.out
	rm -rf $w
done
