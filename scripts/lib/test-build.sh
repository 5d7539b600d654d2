# Sourced by scripts/test and scripts/contract-test: the one build the tests run from. Debug, with the test
# targets and the push-settings binary the end-to-end tests drive (EndToEnd.binary); without debug
# information, which no test reads and which took a sixth of the build's time. Both scripts build the same
# way, so that neither undoes the other's build.
test_build() {
  swift build --build-tests -debug-info-format none "$@"
}
